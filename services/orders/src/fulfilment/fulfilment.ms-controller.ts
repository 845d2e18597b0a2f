import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FulfilmentCalendarDto, FulfilmentSettingsDto, ORDERS_PATTERNS } from '@flowershop/common/contracts';
import { READ_ONLY_HANDLER } from '@flowershop/common/transport';
import { FulfilmentScheduler } from './fulfilment-scheduler.js';
import { FulfilmentSettingsStore } from './fulfilment-settings-store.js';

const patterns = ORDERS_PATTERNS.fulfilment;

@Controller()
export class FulfilmentMsController {
  constructor(
    private readonly scheduler: FulfilmentScheduler,
    private readonly settings: FulfilmentSettingsStore,
  ) {}

  @MessagePattern(patterns.calendar)
  calendar(@Payload() query: FulfilmentCalendarDto) {
    return this.scheduler.calendar(query);
  }

  @MessagePattern(patterns.openingHours, READ_ONLY_HANDLER)
  openingHours() {
    return this.scheduler.openingHours();
  }

  @MessagePattern(patterns.settingsGet)
  getSettings() {
    return this.settings.get();
  }

  @MessagePattern(patterns.settingsUpdate)
  updateSettings(@Payload() settings: FulfilmentSettingsDto) {
    return this.settings.update(settings);
  }
}
