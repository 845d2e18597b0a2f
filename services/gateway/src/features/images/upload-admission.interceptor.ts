import {
  Injectable,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface.js';
import { ApiConsumes } from '@nestjs/swagger';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { TakesUploads } from '../../platform/security/json-body.guard.js';
import { ImageUploadService } from './image-upload.service.js';

/** A place among UPLOADS_RECEIVING_MAX, or 503 at once; list it before the files interceptor, which reads the body. */
@Injectable()
export class UploadAdmission implements NestInterceptor {
  constructor(private readonly images: ImageUploadService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const release = this.images.admitUpload();
    context.switchToHttp().getResponse<Response>().once('close', release);
    return next.handle();
  }
}

/** Also multipart/form-data, its files kept in memory (bounded): images are re-encoded before anything touches storage. */
export const ReceivesUploads = (limits: MulterOptions['limits'], { admitted = false } = {}) =>
  applyDecorators(
    TakesUploads(),
    ApiConsumes('multipart/form-data'),
    UseInterceptors(...(admitted ? [UploadAdmission] : []), AnyFilesInterceptor({ storage: memoryStorage(), limits })),
  );
