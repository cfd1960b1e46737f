import * as z from 'zod';
import { PRIVATE_HEADERS } from '../http/private-headers';
import type { ApiResult } from '../http/response';
import { json } from '../http/response';
import type { DocumentRecord } from './document-record';
import { shippingLabelPdf, type LabelSize } from './shipping-label';
import { submissionFormPdf } from './submission-form';

/*
 * A request's printable documents as HTTP answers, for the requester's link
 * (get-document) and for staff (get-record-document) alike.
 */

/** The documents a request prints, by the name their path carries. */
export const DOCUMENT_FILES = {
  label: 'shipping-label',
  form: 'submission-form',
} as const;
export type DocumentName = keyof typeof DOCUMENT_FILES;

export const isDocumentName = (name: string): name is DocumentName =>
  Object.hasOwn(DOCUMENT_FILES, name);

/** `?size=`: the label's page (the form is always letter); anything else is a 400. */
export const documentSizeSchema = z
  .enum(['letter', '4x6'], { error: 'size must be letter or 4x6' })
  .default('letter') satisfies z.ZodType<LabelSize, unknown>;

/**
 * The one answer to every document that cannot be given (no such document, a refused
 * link, a record gone): the same body each time, so a guesser learns nothing from it.
 */
export function documentNotFound(): ApiResult {
  return { ...json(404, { message: 'Document not found' }), headers: NO_STORE_NOINDEX_JSON };
}

const NO_STORE_NOINDEX_JSON = {
  'content-type': 'application/json; charset=utf-8',
  ...PRIVATE_HEADERS,
} as const;

/** Draws `document` of `record`. Throws `NoReference` for a record without a reference. */
export function renderDocument(
  record: DocumentRecord,
  document: DocumentName,
  size: LabelSize,
): Promise<Uint8Array> {
  return document === 'label' ? shippingLabelPdf(record, { size }) : submissionFormPdf(record);
}

/**
 * The PDF as a download named after the request's reference (`PAL-7K3Q-9D-shipping-label.pdf`),
 * base64 as API Gateway and the local server carry binary bodies.
 */
export function pdfAnswer(reference: string, document: DocumentName, pdf: Uint8Array): ApiResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${reference}-${DOCUMENT_FILES[document]}.pdf"`,
      ...PRIVATE_HEADERS,
    },
    body: Buffer.from(pdf).toString('base64'),
    isBase64Encoded: true,
  };
}
