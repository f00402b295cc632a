/** Thrown by `loadConfig`; the message names the setting. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(`Invalid setting ${setting}: ${message}`);
  }
}
