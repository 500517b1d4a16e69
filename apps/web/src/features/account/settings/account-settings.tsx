import { DeleteAccountCard } from './delete-account-card';
import { InterestsCard } from './interests-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { PasswordCard } from './password-card';
import { PhoneCard } from './phone-card';

/**
 * The profile's settings below its details (issue 16): interests, notifications (issue 48),
 * password, phone, deletion.
 */
export function AccountSettings() {
  return (
    <div className="mt-8 space-y-6">
      <InterestsCard />
      <NotificationSettingsCard />
      <PasswordCard />
      <PhoneCard />
      <DeleteAccountCard />
    </div>
  );
}
