/*
 * The browser's Barcode Detection API, where it has one (Chromium on Android, macOS and
 * ChromeOS; Safari and Firefox have none yet). Not in TypeScript's DOM library, so the
 * little of it used here is declared.
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

/**
 * A reader of the label's barcodes, or null where the browser has no detector, or one that
 * reads neither of them (some builds expose the class with no formats at all).
 */
export async function labelBarcodeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector || typeof navigator.mediaDevices?.getUserMedia !== 'function') return null;
  const supported = await Detector.getSupportedFormats().catch((): string[] => []);
  const formats = LABEL_FORMATS.filter((format) => supported.includes(format));
  return formats.length > 0 ? new Detector({ formats }) : null;
}
