import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
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
