import { describe, expect, it } from 'vitest';
import { formatMegabytes, resizeTarget, selectPhotoFiles, uploadPathFor } from './photo-selection';

const MB = 1024 * 1024;
const file = (name: string, type = 'image/jpeg', size = MB) => ({ name, type, size });

describe('selectPhotoFiles', () => {
  it('keeps images up to 10 MB in order', () => {
    const picked = [file('a.jpg'), file('b.png', 'image/png', 10 * MB)];
    expect(selectPhotoFiles(picked, 0)).toEqual({ accepted: picked, toasts: [] });
  });

  it("refuses a non-image with 'File non valido'", () => {
    const result = selectPhotoFiles([file('menu.pdf', 'application/pdf')], 0);
    expect(result.accepted).toEqual([]);
    expect(result.toasts).toEqual([{ title: 'File non valido', description: "menu.pdf non è un'immagine valida" }]);
  });

  it('refuses a file over 10 MB showing its size', () => {
    const result = selectPhotoFiles([file('big.jpg', 'image/jpeg', 12.4 * MB)], 0);
    expect(result.accepted).toEqual([]);
    expect(result.toasts).toEqual([{ title: 'File non valido', description: 'big.jpg deve essere inferiore a 10MB (attuale: 12.4MB)' }]);
  });

  it("keeps at most 5 photos in all, with 'Troppe foto' for the rest", () => {
    const result = selectPhotoFiles([file('1.jpg'), file('2.jpg'), file('3.jpg')], 3);
    expect(result.accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(result.toasts).toEqual([{ title: 'Troppe foto', description: 'Puoi caricare al massimo 5 foto per recensione.' }]);
    expect(selectPhotoFiles([file('6.jpg')], 5).accepted).toEqual([]);
  });
});

describe('resizeTarget', () => {
  it('fits within 1920×1080 keeping the aspect ratio', () => {
    expect(resizeTarget(4000, 3000)).toEqual({ width: 1440, height: 1080 });
    expect(resizeTarget(3840, 1080)).toEqual({ width: 1920, height: 540 });
    expect(resizeTarget(1080, 1920)).toEqual({ width: 608, height: 1080 });
  });

  it('never enlarges and never reaches 0 px', () => {
    expect(resizeTarget(640, 480)).toEqual({ width: 640, height: 480 });
    expect(resizeTarget(100000, 1)).toEqual({ width: 1920, height: 1 });
  });
});

describe('uploadPathFor and formatMegabytes', () => {
  it('builds the storage path of the spec', () => {
    expect(uploadPathFor('3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b', 1700000000000, 0)).toBe(
      'reviews/3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b/1700000000000_0.jpg',
    );
  });

  it('shows sizes with one decimal', () => {
    expect(formatMegabytes(12.44 * MB)).toBe('12.4MB');
  });
});
