// « 2026-11 » → « novembre 2026 ». A light module: the atelier dashboard names the month without fetching the
// transactions screens (a screen's first load ≤ 250 KB).
const FR_MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthName = (month: string) => FR_MONTH.format(new Date(`${month}-01T00:00:00Z`));
