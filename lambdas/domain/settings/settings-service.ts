import type { AccountSettings, SettingsBody, SettingsChange } from './settings-schemas';

export interface StoredSettings {
  settings: SettingsBody;
  changedAt: string;
}

export interface SettingsRepository {
  get(userId: string): Promise<StoredSettings | undefined>;
  /**
   * Writes the settings unless the stored ones were changed later (a conditional write);
   * answers what the account holds afterwards.
   */
  putIfNewer(userId: string, change: StoredSettings, at: string): Promise<StoredSettings>;
}

/**
 * Reads and replaces a signed-in user's settings; a user who never saved any has none
 * (null). A change carries the time it was made on the device, and the newer one wins;
 * a time ahead of the server's clock counts as now, so one phone with a wrong clock
 * cannot lock the others out.
 */
export function settingsService({
  repository,
  now = () => new Date(),
}: {
  repository: SettingsRepository;
  now?: () => Date;
}) {
  return {
    async get(userId: string): Promise<AccountSettings> {
      const stored = await repository.get(userId);
      return stored ?? { settings: null, changedAt: null };
    },
    async save(userId: string, { changedAt, ...settings }: SettingsChange): Promise<AccountSettings> {
      const at = now();
      const madeAt = changedAt && new Date(changedAt) < at ? new Date(changedAt) : at;
      return repository.putIfNewer(userId, { settings, changedAt: madeAt.toISOString() }, at.toISOString());
    },
  };
}
