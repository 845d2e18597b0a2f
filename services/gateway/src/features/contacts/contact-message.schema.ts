import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CONTACT_FIELD_MAX } from '@flowershop/common/contracts';

// ContactMessage is an interface in libs/common (no run-time metadata): described here.
@ApiSchema({ name: 'ContactMessage', description: 'A message sent from the contact form (SPEC §3)' })
export class ContactMessageSchema {
  @ApiProperty()
  _id: string;

  @ApiProperty({ maxLength: CONTACT_FIELD_MAX.name })
  name: string;

  @ApiProperty({ maxLength: CONTACT_FIELD_MAX.email })
  email: string;

  @ApiProperty({ maxLength: CONTACT_FIELD_MAX.phone, description: "'' when not given" })
  phone: string;

  @ApiProperty({ maxLength: CONTACT_FIELD_MAX.subject, description: "'' when not given" })
  subject: string;

  @ApiProperty({ maxLength: CONTACT_FIELD_MAX.message })
  message: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
