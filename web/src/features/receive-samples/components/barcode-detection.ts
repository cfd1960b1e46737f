/*
 * The browser's Barcode Detection API where it has one (Chromium on Android, macOS and
 * ChromeOS), and elsewhere (Safari, Firefox, Chromium on Windows and Linux) the same API
 * from a maintained decoder: ZXing-C++ compiled to WebAssembly (`barcode-detector`),
 * loaded only then, from the site itself. The API is not in TypeScript's DOM library, so
 * the little of it used here is declared.
 */

/** The symbologies on the laboratory's labels: the reference as Code 128 and as a QR code. */
export const LABEL_FORMATS = ['code_128', 'qr_code'] as const;

interface DetectedBarcode {
  rawValue: string;
}

export interface BarcodeReader {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: readonly string[] }): BarcodeReader;
  getSupportedFormats: () => Promise<string[]>;
}

/** The browser's own reader of the label's barcodes, or null (none, or one that reads neither). */
async function nativeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch((): string[] => []);
  const formats = LABEL_FORMATS.filter((format) => supported.includes(format));
  return formats.length > 0 ? new Detector({ formats }) : null;
}

/**
 * A reader of the label's barcodes: the browser's, else the WebAssembly decoder's; null
 * where there is no camera to read from, or the decoder could not be loaded (offline).
 */
export async function labelBarcodeReader(): Promise<BarcodeReader | null> {
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return null;
  const native = await nativeReader();
  if (native) return native;
  try {
    const { zxingReader } = await import('./zxing-reader');
    return await zxingReader(LABEL_FORMATS);
  } catch {
    return null;
  }
}
