import type { SettingsBody } from './settings-schemas';

export interface SettingsRepository {
  get(userId: string): Promise<SettingsBody | undefined>;
  put(userId: string, settings: SettingsBody, at: string): Promise<void>;
}

/** Reads and replaces a signed-in user's settings; a user who never saved any has none (null). */
export function settingsService({
  repository,
  now = () => new Date(),
}: {
  repository: SettingsRepository;
  now?: () => Date;
}) {
  return {
    async get(userId: string): Promise<SettingsBody | null> {
      return (await repository.get(userId)) ?? null;
    },
    async save(userId: string, settings: SettingsBody): Promise<SettingsBody> {
      await repository.put(userId, settings, now().toISOString());
      return settings;
    },
  };
}
