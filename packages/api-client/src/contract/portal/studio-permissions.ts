/** SPEC §2, §7: the permission list of the studio workroom system. */
import * as z from 'zod/mini';

const idLike = z.union([z.string(), z.number()]);

/** One studio-admin route from the permission list. */
export const studioMenuSchema = z.looseObject({
  id: idLike,
  name: z.string(),
  path: z.string(),
  title: z.string(),
  hidden: z.optional(z.boolean()),
});
/** One studio-admin route. */
export type StudioMenu = z.infer<typeof studioMenuSchema>;

/** The permission list of the studio workroom system: the user's studios and the admin routes. */
export const studioPermissionListSchema = z.looseObject({
  studios: z._default(
    z.array(z.looseObject({ studioId: idLike, studioName: z.string(), memberRole: z.optional(z.string()) })),
    [],
  ),
  menus: z._default(z.array(studioMenuSchema), []),
});
/** The permission list of the studio workroom system. */
export type StudioPermissionList = z.infer<typeof studioPermissionListSchema>;
