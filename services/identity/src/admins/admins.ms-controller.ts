import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminLoginDto, IDENTITY_PATTERNS } from '@flowershop/common/contracts';
import { AdminService } from './admin.service.js';

@Controller()
export class AdminsMsController {
  constructor(private readonly admins: AdminService) {}

  @MessagePattern(IDENTITY_PATTERNS.adminLogin)
  login(@Payload() { email, password }: AdminLoginDto) {
    return this.admins.login(email, password);
  }
}
