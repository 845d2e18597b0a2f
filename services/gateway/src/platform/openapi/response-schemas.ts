import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { OCCASION_CATEGORIES, PAPER_SHEET_IDS } from '@flowershop/common/contracts';

// The answers are TypeScript interfaces in libs/common (no run-time metadata), so the gateway
// describes them here; the SPA's types are checked against these schemas (ADR 0006).

@ApiSchema({ name: 'ErrorBody', description: 'Every error answer of the gateway (DESIGN §3)' })
export class ErrorBodySchema {
  @ApiProperty({ example: 400, description: 'The HTTP status, repeated' })
  statusCode: number;

  @ApiProperty({ example: 'GATEWAY.VALIDATION', description: 'Stable machine-readable code' })
  code: string;

  @ApiProperty({ example: 'price must be a positive number', description: 'Says what is wrong' })
  message: string;

  @ApiPropertyOptional({ description: 'Extra facts, e.g. which services a failed health check found down' })
  details?: unknown;
}

@ApiSchema({ name: 'ProductView', description: 'One product; image fields follow the kind' })
export class ProductViewSchema {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'US dollars' })
  price: number;

  @ApiPropertyOptional({ description: 'Keychains, bouquets and occasion products' })
  description?: string;

  @ApiPropertyOptional({ enum: OCCASION_CATEGORIES, description: 'Occasion products' })
  category?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Boxes and keychains: a loadable URL' })
  imageUrl?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Bouquets and occasion products: up to two URLs' })
  images?: string[];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

@ApiSchema({ name: 'PaperSheet', description: 'A wrapping paper sheet' })
export class PaperSheetSchema {
  @ApiProperty({ enum: PAPER_SHEET_IDS })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Surcharge in US dollars' })
  price: number;

  @ApiProperty({ description: 'A loadable URL' })
  image: string;
}

class AdminIdentitySchema {
  @ApiProperty()
  email: string;
}

@ApiSchema({ name: 'AdminLoginResult' })
export class AdminLoginResultSchema {
  @ApiProperty({ description: 'Bearer token; the same token is also set as the httpOnly admin cookie' })
  token: string;

  @ApiProperty({ type: AdminIdentitySchema })
  admin: AdminIdentitySchema;
}

@ApiSchema({ name: 'Ok' })
export class OkSchema {
  @ApiProperty({ enum: [true] })
  ok: true;
}

@ApiSchema({ name: 'Deleted' })
export class DeletedSchema {
  @ApiProperty({ enum: [true] })
  deleted: true;
}

@ApiSchema({ name: 'HealthResult', description: 'One entry per service: up, or down with a message' })
export class HealthResultSchema {
  @ApiProperty({ enum: ['ok', 'error', 'shutting_down'] })
  status: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  info?: Record<string, unknown>;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  error?: Record<string, unknown>;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details: Record<string, unknown>;
}
