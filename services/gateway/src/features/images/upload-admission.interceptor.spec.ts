import 'reflect-metadata';
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { it } from 'node:test';
import { ServiceUnavailableException, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { of } from 'rxjs';
import type { ObjectStore } from '@flowershop/common/storage';
import type { GatewayConfig } from '../../platform/config/gateway.config.js';
import { ImageUploadService, REENCODES_BUSY_MESSAGE, UPLOADS_RECEIVING_MAX } from './image-upload.service.js';
import type { ImageVariants } from './image-variants.js';
import { UploadAdmission } from './upload-admission.interceptor.js';

const service = new ImageUploadService(
  { UPLOAD_MAX_PIXELS: 40_000_000 } as GatewayConfig,
  {} as ObjectStore,
  { forget: () => undefined } as unknown as ImageVariants,
);
const admission = new UploadAdmission(service);

/** One request through the interceptor: its response (to close), and whether the body was read. */
function request(): { response: EventEmitter; read: () => boolean } {
  const response = new EventEmitter();
  const context = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ExecutionContext;
  let read = false;
  const next: CallHandler = {
    handle: () => {
      read = true; // the files interceptor behind it would read the body now
      return of(undefined);
    },
  };
  admission.intercept(context, next);
  return { response, read: () => read };
}

it('reads at most UPLOADS_RECEIVING_MAX upload bodies at once: the next is 503 before its body is read', () => {
  const open = Array.from({ length: UPLOADS_RECEIVING_MAX }, () => request());
  assert.ok(open.every((each) => each.read()));
  assert.throws(
    () => request(),
    (error: unknown) => error instanceof ServiceUnavailableException && error.message === REENCODES_BUSY_MESSAGE,
  );
  // An answered (or abandoned) request gives its place back, once however often it closes.
  open[0]!.response.emit('close');
  open[0]!.response.emit('close');
  assert.ok(request().read());
  assert.throws(() => request(), ServiceUnavailableException);
});
