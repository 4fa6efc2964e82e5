// Mounted once per signed-in session (app/AuthenticatedApp.tsx): uploads this browser's copy of
// the Settings tabs to a server that has none (use-settings-upload.ts). Renders nothing.
import { useUploadLocalSettingsOnce } from './use-settings-upload';

export function SettingsCopySync() {
  useUploadLocalSettingsOnce();
  return null;
}
