import type { Template } from '@oxstrength/shared/contracts/templates';

/** "12 weeks · 4 training days a week" (a range such as "3-5" when weeks differ); null without a schedule. */
export function scheduleSummary(template: Pick<Template, 'weeks' | 'schedule_outline'>): string | null {
  const outline = template.schedule_outline ?? [];
  if (outline.length === 0) return null;
  const weeks = Math.max(template.weeks, outline.length);
  const days = outline.map((w) => w.days);
  const min = Math.min(...days);
  const max = Math.max(...days);
  const range = min === max ? `${min}` : `${min}-${max}`;
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} · ${range} training ${max === 1 ? 'day' : 'days'} a week`;
}
