import { IsString, MaxLength } from 'class-validator';

/** No client checks on the admin form (SPEC §5): anything string-shaped reaches identity. */
export class AdminLoginBody {
  @IsString({ message: 'email must be a string' })
  @MaxLength(254)
  email = '';

  @IsString({ message: 'password must be a string' })
  @MaxLength(200)
  password = '';
}
