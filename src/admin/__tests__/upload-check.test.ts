import { describe, expect, it } from 'vitest';
import { nameForKind } from '../upload-check';

describe('nameForKind', () => {
  it('names an upload for the picture it holds, whatever the writer called it', () => {
    expect(nameForKind('foto.jfif', 'jpeg')).toBe('foto.jpg');
    expect(nameForKind('Foto.JPEG', 'jpeg')).toBe('Foto.JPEG');
    expect(nameForKind('foto.jpg', 'png')).toBe('foto.png');
    expect(nameForKind('scan', 'webp')).toBe('scan.webp');
    expect(nameForKind('portret.avif', 'avif')).toBe('portret.avif');
  });
});
