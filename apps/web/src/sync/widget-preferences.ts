export const CORNERS = ['bottom-left', 'bottom-right', 'top-right', 'top-left'] as const;
export type Corner = (typeof CORNERS)[number];

const CORNER_KEY = 'abhyas_sync_widget_corner';
const HIDDEN_KEY = 'abhyas_sync_widget_hidden';

export function loadCorner(): Corner {
  try {
    const stored = localStorage.getItem(CORNER_KEY);
    return (CORNERS as readonly string[]).includes(stored ?? '') ? (stored as Corner) : 'bottom-left';
  } catch {
    return 'bottom-left';
  }
}

export function saveCorner(corner: Corner): void {
  try {
    localStorage.setItem(CORNER_KEY, corner);
  } catch {
    // Blocked storage only costs the remembered corner.
  }
}

export function nextCorner(corner: Corner): Corner {
  return CORNERS[(CORNERS.indexOf(corner) + 1) % CORNERS.length] ?? 'bottom-left';
}

export function loadHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function saveHidden(hidden: boolean): void {
  try {
    localStorage.setItem(HIDDEN_KEY, String(hidden));
  } catch {
    // Blocked storage only costs the remembered choice.
  }
}
