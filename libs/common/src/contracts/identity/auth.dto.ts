import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export const ROLES = ['admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export class AdminLoginDto {
  @IsString({ message: 'email must be a string' })
  @MaxLength(254)
  email: string;

  @IsString({ message: 'password must be a string' })
  @MaxLength(200)
  password: string;
}

/** `POST /api/auth/admin/login`: no client checks on the admin form (SPEC §5), so anything string-shaped reaches identity. */
export class AdminLoginBody extends AdminLoginDto {
  override email: string = '';
  override password: string = '';
}

export class AdminIdentity {
  email: string;
}

export class AdminLoginResult {
  /** Bearer token; the same token is also set as the httpOnly admin cookie. */
  token: string;
  admin: AdminIdentity;
}

export class TokenDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(4096)
  token: string;
}

/** Who a valid token belongs to. */
export interface Principal {
  sub: string;
  email: string;
  role: Role;
}

/** `identity.token.revoked`: the token's id (its `jti` claim) and when it would have expired (epoch ms). */
export interface TokenRevokedEvent {
  jti: string;
  expiresAt: number;
}
