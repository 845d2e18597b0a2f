import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IDENTITY_PATTERNS, RequestOtpDto, VerifyOtpFromClientDto } from '@flowershop/common/contracts';
import { OtpService } from './otp.service.js';

@Controller()
export class OtpMsController {
  constructor(private readonly otp: OtpService) {}

  @MessagePattern(IDENTITY_PATTERNS.otpRequest)
  request(@Payload() { email, clientIp }: RequestOtpDto) {
    return this.otp.request(email, clientIp);
  }

  @MessagePattern(IDENTITY_PATTERNS.otpVerify)
  verify(@Payload() { email, otp, clientIp }: VerifyOtpFromClientDto) {
    return this.otp.verify(email, otp, clientIp);
  }
}
