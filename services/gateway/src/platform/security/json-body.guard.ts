import { SetMetadata, UnsupportedMediaTypeException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { isSafeMethod } from './safe-methods.js';

const TAKES_UPLOADS = 'gateway:takes-uploads';

/** The route also takes its fields as multipart/form-data, with files beside them. */
export const TakesUploads = (): MethodDecorator => SetMetadata(TAKES_UPLOADS, true);

/** `Content-Length: 0` (fetch's POST without a body) is none. */
function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

/** 415 saying what to send: left to the routes, a form-encoded body read as no fields at all. */
export class JsonBodyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (isSafeMethod(request.method) || !hasBody(request) || request.is('application/json')) return true;
    const takesUploads = this.reflector.getAllAndOverride<boolean | undefined>(TAKES_UPLOADS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (takesUploads && request.is('multipart/form-data')) return true;
    const sent = request.headers['content-type'] ? `not ${request.headers['content-type']}` : 'it had no Content-Type';
    throw new UnsupportedMediaTypeException(
      takesUploads
        ? `Send the body as JSON (Content-Type: application/json) or multipart/form-data; ${sent}`
        : `Send the body as JSON (Content-Type: application/json); ${sent}`,
    );
  }
}
