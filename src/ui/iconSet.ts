// The names of the icon set; iconSet.css draws them (components import the stylesheet itself).
/** The icons of the set (iconSet.css): an element with `ui-iconed` and `data-icon` of one of these. */
export const ICON_SET_NAMES = ['home', 'courses', 'discussions', 'person', 'albums', 'star', 'live', 'people', 'checkin', 'shield', 'renew', 'heart', 'packet', 'badge', 'coupon', 'invite', 'chart', 'card', 'receipt', 'gear'] as const;

export type IconSetName = (typeof ICON_SET_NAMES)[number];
