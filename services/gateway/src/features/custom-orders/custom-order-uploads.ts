import { BadRequestException } from '@nestjs/common';
import { checkCustomOrderRequest, type CustomOrderRequest } from '@flowershop/common/contracts';
import { MAX_JSON_DEPTH, jsonNestingDepth } from '../../platform/security/json-depth.js';

/** The multipart parts of `POST /api/custom-orders` (SPEC §7); `data` fits every text at its longest. */
export const DATA_PART = 'data';
export const IMAGE_PART = 'uploadImage';
export const DATA_MAX_BYTES = 64 * 1024;

/** The request from the `data` part, checked with its mode's rules (else a 400 saying what is wrong). */
export async function parseCustomOrder(
  body: Record<string, unknown>,
  files: Express.Multer.File[],
): Promise<{ request: CustomOrderRequest; image?: Express.Multer.File }> {
  const stray = Object.keys(body).find((part) => part !== DATA_PART);
  if (stray) throw new BadRequestException(`Unexpected part "${stray}": send the order as "${DATA_PART}" (JSON)`);
  const strayFile = files.find((file) => file.fieldname !== IMAGE_PART);
  if (strayFile)
    throw new BadRequestException(`Unexpected file part "${strayFile.fieldname}": send the picture as "${IMAGE_PART}"`);
  if (files.length > 1) throw new BadRequestException(`Send at most one picture as "${IMAGE_PART}"`);
  const text = body[DATA_PART];
  // Multer makes a part sent twice a list.
  if (Array.isArray(text)) throw new BadRequestException(`Send "${DATA_PART}" once: the custom order as JSON`);
  if (typeof text !== 'string' || text.trim() === '') {
    throw new BadRequestException(`"${DATA_PART}" is required: the custom order as JSON`);
  }
  // As for JSON bodies: parsing and validation walk the text recursively and would overflow the stack.
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
    throw new BadRequestException(`"${DATA_PART}" is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BadRequestException(`"${DATA_PART}" must be JSON`);
  }
  const { request, problem } = await checkCustomOrderRequest(raw);
  if (problem !== undefined) throw new BadRequestException(problem);
  const [image] = files;
  if (image && request.type !== 'upload') {
    throw new BadRequestException('A picture goes with upload-mode custom orders only');
  }
  return { request, ...(image && { image }) };
}
