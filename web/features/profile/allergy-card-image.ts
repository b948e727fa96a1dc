// The allergy card as a PNG, to send in a chat or keep in the photo gallery:
// drawn on a canvas from the same lines the page shows (no screenshot
// library), then shared through the Web Share API where it takes files, or
// else downloaded.
import {
  CARD_TEXTS,
  cardEntryLine,
  cardHeading,
  hasSevereAllergy,
  hiddenSourcesLine,
  type CardEntry,
  type CardGender,
  type CardTextLanguage,
} from '@domain/allergy-card';

export type CardImageBlock = { language: CardTextLanguage; entries: readonly CardEntry[]; gender: CardGender };

type Line = { text: string; font: string; size: number; color: string; gapBefore: number };

const WIDTH = 1080;
const PADDING = 64;
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK SC", sans-serif';

function blockLines(block: CardImageBlock): Line[] {
  const text = CARD_TEXTS[block.language];
  const line = (value: string, weight: string, size: number, gapBefore: number, color = '#000'): Line => ({
    text: value,
    font: `${weight} ${size}px ${FONT_FAMILY}`,
    size,
    color,
    gapBefore,
  });
  return [
    line(cardHeading(block.language, block.gender), '800', 56, 0),
    ...block.entries.flatMap((entry) => {
      const hidden = hiddenSourcesLine(entry, block.language);
      return [line(cardEntryLine(entry), '700', 48, 24), ...(hidden === null ? [] : [line(hidden, '400', 32, 4)])];
    }),
    line(text.traces, '700', 36, 32),
    ...(hasSevereAllergy(block.entries) ? [line(text.emergency, '800', 36, 24, '#b00020')] : []),
  ];
}

/** Words where there are spaces; single characters where there are none (Japanese, Chinese) or a word is too long. */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const rows: string[] = [];
  let row = '';
  const push = (piece: string) => {
    const next = row + piece;
    if (row !== '' && context.measureText(next).width > maxWidth) {
      rows.push(row.trimEnd());
      row = piece.trimStart();
    } else {
      row = next;
    }
  };
  for (const word of text.split(/(?<=\s)/)) {
    if (context.measureText(word).width <= maxWidth) push(word);
    else for (const character of word) push(character);
  }
  if (row.trim() !== '') rows.push(row.trimEnd());
  return rows;
}

function layout(context: CanvasRenderingContext2D, blocks: readonly CardImageBlock[]) {
  const maxWidth = WIDTH - 2 * PADDING;
  const placed: { rows: string[]; line: Line }[] = [];
  blocks.forEach((block, index) => {
    blockLines(block).forEach((line, lineIndex) => {
      context.font = line.font;
      const gap = lineIndex === 0 && index > 0 ? 96 : line.gapBefore;
      placed.push({ rows: wrap(context, line.text, maxWidth), line: { ...line, gapBefore: gap } });
    });
  });
  const height = placed.reduce((total, { rows, line }) => total + line.gapBefore + rows.length * line.size * 1.25, 2 * PADDING);
  return { placed, height: Math.ceil(height) };
}

export async function drawCardImage(blocks: readonly CardImageBlock[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const measuring = canvas.getContext('2d');
  if (!measuring) throw new Error('canvas unavailable');
  const { placed, height } = layout(measuring, blocks);
  canvas.width = WIDTH;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, height);
  context.strokeStyle = '#000';
  context.lineWidth = 8;
  context.strokeRect(16, 16, WIDTH - 32, height - 32);
  context.textBaseline = 'top';
  let y = PADDING;
  for (const { rows, line } of placed) {
    y += line.gapBefore;
    context.font = line.font;
    context.fillStyle = line.color;
    for (const row of rows) {
      context.fillText(row, PADDING, y);
      y += line.size * 1.25;
    }
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'));
}

/** 'shared' when the system share sheet took it, 'downloaded' otherwise; a share the user cancels is no error. */
export async function shareOrDownload(blob: Blob, fileName: string, title: string): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NOTE: any other refusal (no user gesture left, a policy) falls back to the download.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}
