/**
 * A time zone as a merchant reads it: its city and its offset, « Ouagadougou (GMT) », « Porto-Novo (GMT+1) », never
 * the IANA id « Africa/Ouagadougou ». The offset is today's, from Intl; the id is kept as the value stored.
 */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  if (zone === 'UTC') return 'Temps universel (GMT)';
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  try {
    const offset = new Intl.DateTimeFormat('fr-FR', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return offset ? `${city} (${offset.replace('UTC', 'GMT').replace(/[+\u2212-]0$/, '')})` : city;
  } catch {
    return city;
  }
}
