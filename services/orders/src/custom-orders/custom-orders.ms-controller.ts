import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ListCustomOrdersDto, ORDERS_PATTERNS, OrderIdDto, SubmitCustomOrderDto } from '@flowershop/common/contracts';
import { READ_ONLY_HANDLER } from '@flowershop/common/transport';
import { CustomOrderDesk } from './custom-order-desk.js';

const patterns = ORDERS_PATTERNS.customOrders;

@Controller()
export class CustomOrdersMsController {
  constructor(private readonly desk: CustomOrderDesk) {}

  @MessagePattern(patterns.submit)
  submit(@Payload() submission: SubmitCustomOrderDto) {
    return this.desk.submit(submission);
  }

  @MessagePattern(patterns.list)
  list(@Payload() query: ListCustomOrdersDto) {
    return this.desk.list(query);
  }

  @MessagePattern(patterns.counts)
  counts() {
    return this.desk.counts();
  }

  @MessagePattern(patterns.listImageKeys, READ_ONLY_HANDLER)
  listImageKeys(): Promise<string[]> {
    return this.desk.imageKeysInUse();
  }

  @MessagePattern(patterns.delete)
  delete(@Payload() { id }: OrderIdDto) {
    return this.desk.delete(id);
  }
}
