/** What every routed screen receives: the route's parameters (e.g. `id` of /detial/{id}). */
export interface ScreenProps {
  params: Readonly<Record<string, string | undefined>>;
}
