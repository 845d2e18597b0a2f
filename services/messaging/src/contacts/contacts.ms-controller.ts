import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ContactIdDto,
  CreateContactDto,
  MESSAGING_PATTERNS,
  MarkContactsSeenDto,
  PageQueryDto,
} from '@flowershop/common/contracts';
import { ContactInbox } from './contact-inbox.js';

const patterns = MESSAGING_PATTERNS.contacts;

@Controller()
export class ContactsMsController {
  constructor(private readonly inbox: ContactInbox) {}

  @MessagePattern(patterns.create)
  create(@Payload() { fields, idempotencyKey }: CreateContactDto) {
    return this.inbox.receive(fields, idempotencyKey);
  }

  @MessagePattern(patterns.list)
  list(@Payload() query: PageQueryDto) {
    return this.inbox.list(query);
  }

  @MessagePattern(patterns.delete)
  delete(@Payload() { id }: ContactIdDto) {
    return this.inbox.delete(id);
  }

  @MessagePattern(patterns.markSeen)
  markSeen(@Payload() { upTo }: MarkContactsSeenDto) {
    return this.inbox.markSeen(upTo);
  }

  @MessagePattern(MESSAGING_PATTERNS.stats.dashboard)
  dashboard() {
    return this.inbox.dashboard();
  }
}
