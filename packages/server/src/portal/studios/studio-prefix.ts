/** Where every studio call lives under /resource_api (ours: SPEC §7 does not list the studios' calls). */
export const STUDIO_PREFIX = 'portal/v1/studio/';
