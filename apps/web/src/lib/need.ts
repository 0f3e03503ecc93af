import type { RequestComponent } from '@redhope/domain';

/** What a request needs, in the reader's language (common's `need`): "2 units of B+ red cells". */
export interface Need {
  bloodGroup: string;
  /** Absent or null for alerts from before requests said it: "B+ blood". */
  component?: RequestComponent | null;
  units?: number | null;
}

/** `t` is any translate function of a screen that reads common. */
export function needText(t: object, { bloodGroup, component, units }: Need): string {
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  if (!component) return translate('common:need.legacy', { bloodGroup });
  return translate(`common:need.${component}`, { bloodGroup, count: units ?? 1 });
}
