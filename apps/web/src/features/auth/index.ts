export { AddNewPasswordPage } from './screens/add-new-password-page';
export { ChooseInterestPage } from './screens/choose-interest-page';
export { ForgetPasswordPage } from './screens/forget-password-page';
export { LoginPage } from './screens/login-page';
export { OtpVerificationPage } from './screens/otp-verification-page';
export { RegisterPage } from './screens/register-page';
export { VerifyPhoneOtpPage } from './screens/verify-phone-otp-page';
