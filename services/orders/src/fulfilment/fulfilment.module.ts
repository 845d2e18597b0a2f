import { Module } from '@nestjs/common';
import { FulfilmentBookings } from './fulfilment-bookings.js';
import { FulfilmentScheduler } from './fulfilment-scheduler.js';
import { FulfilmentSettingsStore } from './fulfilment-settings-store.js';
import { FulfilmentMsController } from './fulfilment.ms-controller.js';

/** Fulfilment dates: the settings, the calendar and the per-date bookings placements take (issue 13). */
@Module({
  controllers: [FulfilmentMsController],
  providers: [FulfilmentSettingsStore, FulfilmentBookings, FulfilmentScheduler],
  exports: [FulfilmentScheduler, FulfilmentSettingsStore, FulfilmentBookings],
})
export class FulfilmentModule {}
