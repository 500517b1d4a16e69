import { screensOf, type PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  ...screensOf(() => import('./index'), {
    login: 'LoginPage',
    register: 'RegisterPage',
    'Choose-Interest': 'ChooseInterestPage',
    'Verify-Phone-OTP': 'VerifyPhoneOtpPage',
    ForgetPassword: 'ForgetPasswordPage',
    'OTP-Verification': 'OtpVerificationPage',
    'Add-New-Password': 'AddNewPasswordPage',
  }),
  texts: 'account',
};
