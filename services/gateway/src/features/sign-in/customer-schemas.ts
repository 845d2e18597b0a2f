import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'OtpSent', description: 'The same answer for every well-formed e-mail, known or not' })
export class OtpSentSchema {
  @ApiProperty({ example: 'OTP sent to your email!' })
  message: string;
}

@ApiSchema({ name: 'Customer', description: 'The signed-in customer' })
export class CustomerSchema {
  @ApiProperty({ format: 'email' })
  email: string;
}

@ApiSchema({ name: 'CustomerLoginResult' })
export class CustomerLoginResultSchema {
  @ApiProperty({ description: 'Customer bearer token (the SPA keeps it in session storage as `token`)' })
  token: string;

  @ApiProperty({ type: CustomerSchema })
  user: CustomerSchema;
}
