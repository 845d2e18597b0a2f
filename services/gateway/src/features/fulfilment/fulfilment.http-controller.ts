import { Body, Controller, Get, Header, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminFulfilmentCalendar,
  FulfilmentCalendar,
  FulfilmentCalendarQueryDto,
  FulfilmentSettingsDto,
  ORDERS_PATTERNS,
  type StoredFulfilmentSettings,
} from '@flowershop/common/contracts';
import { forShoppers, FulfilmentSettings, ShopOpeningHours } from '@flowershop/common/shop-rules';
import { ServiceClients } from '@flowershop/common/transport';
import { RequireRole } from '../../platform/auth/require-role.decorator.js';
import { ApiAnswers, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';

const patterns = ORDERS_PATTERNS.fulfilment;

/** Fulfilment dates (issue 13): the public calendar checkout offers, and the admin's rules behind it. */
@ApiTags('fulfilment')
@Controller()
export class FulfilmentHttpController {
  constructor(private readonly clients: ServiceClients) {}

  @Get('fulfilment/calendar')
  // Places are taken all day long: a calendar is never reused from a cache (apiNoStore's no-store, kept).
  @ApiOperation({
    summary:
      'The dates the shop can deliver or have picked up, from today to the booking horizon, in the shop time ' +
      'zone: each says whether it can be chosen and why not (past, too-soon, closed, blackout, full); pickup ' +
      "days list their time windows. Public: without the dates' capacity and bookings",
  })
  @ApiAnswers({ type: FulfilmentCalendar }, 400, ...SERVICE_ERRORS)
  async calendar(@Query() { delivery }: FulfilmentCalendarQueryDto): Promise<FulfilmentCalendar> {
    // How many orders the shop takes and has taken each day is its own business, not the public's.
    const calendar = await this.clients.send<AdminFulfilmentCalendar>('orders', patterns.calendar, { mode: delivery });
    return forShoppers(calendar);
  }

  @Get('admin/fulfilment/calendar')
  @RequireRole('admin')
  @ApiOperation({
    summary:
      "The shop's calendar as shoppers get it, with each date's capacity and the orders booked for it " +
      '(admin): the schedule page warns of dates a settings change closes or overfills',
  })
  @ApiAnswers({ type: AdminFulfilmentCalendar }, 400, ...SERVICE_ERRORS)
  adminCalendar(@Query() { delivery }: FulfilmentCalendarQueryDto): Promise<AdminFulfilmentCalendar> {
    return this.clients.send('orders', patterns.calendar, { mode: delivery });
  }

  @Get('opening-hours')
  // Hours change rarely and only by the admin's hand: a minute's staleness is fine.
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({
    summary:
      "The shop's opening hours as the schedule keeps them (closed weekdays read closed), in one line and per " +
      'weekday, and the holidays of the next 30 days. Public',
  })
  @ApiAnswers({ type: ShopOpeningHours }, ...SERVICE_ERRORS)
  openingHours(): Promise<ShopOpeningHours> {
    return this.clients.send('orders', patterns.openingHours, {});
  }

  @Get('admin/fulfilment-settings')
  @RequireRole('admin')
  @ApiOperation({ summary: 'The fulfilment rules: cutoff, lead time, closed days, blackouts, capacity, hours (admin)' })
  @ApiAnswers({ type: FulfilmentSettings }, ...SERVICE_ERRORS)
  settings(): Promise<StoredFulfilmentSettings> {
    return this.clients.send('orders', patterns.settingsGet, {});
  }

  @Put('admin/fulfilment-settings')
  @RequireRole('admin')
  @ApiOperation({
    summary:
      'Replace the fulfilment rules (admin). Every field is required; bad input is 400 and changes nothing. ' +
      'Orders already placed keep their dates',
  })
  @ApiAnswers({ type: FulfilmentSettings, description: 'The settings as saved' }, 400, ...SERVICE_ERRORS)
  updateSettings(@Body() settings: FulfilmentSettingsDto): Promise<StoredFulfilmentSettings> {
    return this.clients.send('orders', patterns.settingsUpdate, settings);
  }
}
