/** The page's one notification region: toasts are drawn in it, F8 focuses it. */
export const REGION_ID = 'notifications';
