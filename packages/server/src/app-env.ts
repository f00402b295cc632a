/** Hono environment of the server's routes: what the auth middleware puts on the context. */
export interface AppEnv {
  Variables: {
    /** The uid of the verified token. */
    uid: string;
  };
}
