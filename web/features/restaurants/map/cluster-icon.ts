// A cluster of venues on the map: a blue disc with the count, larger for
// larger counts. The count is written by formatCount, not by Intl: the map's
// first drawing shows dozens of clusters, and the first Intl it-IT format a
// page makes loads the locale's data (some 70 ms of a slow phone's task).
import { formatCount } from '@domain/i18n/format';

export function clusterIconDrawing(count: number): { size: number; html: string } {
  const size = count < 100 ? 36 : count < 1000 ? 44 : 52;
  return {
    size,
    html: `<span style="display:flex;width:${size}px;height:${size}px;align-items:center;justify-content:center;border-radius:9999px;background:hsl(210,80%,40%);color:white;font-weight:700;font-size:13px;border:3px solid white;box-shadow:0 1px 4px rgba(0,0,0,.4)" aria-hidden="true">${formatCount(count)}</span>`,
  };
}
