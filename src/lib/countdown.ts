/** The units a countdown shows for the time left: days, hours and minutes; below a day down to the second, leading zeros left out. */
export type CountdownPart = { unit: 'days' | 'hours' | 'minutes' | 'seconds'; count: number };

export function countdownParts(leftMs: number): CountdownPart[] {
  const total = Math.max(0, Math.floor(leftMs / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0)
    return [
      { unit: 'days', count: days },
      { unit: 'hours', count: hours },
      { unit: 'minutes', count: minutes },
    ];
  if (hours > 0)
    return [
      { unit: 'hours', count: hours },
      { unit: 'minutes', count: minutes },
      { unit: 'seconds', count: seconds },
    ];
  if (minutes > 0)
    return [
      { unit: 'minutes', count: minutes },
      { unit: 'seconds', count: seconds },
    ];
  return [{ unit: 'seconds', count: seconds }];
}
