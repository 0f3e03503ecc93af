import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import { IMAGE_MAX_BYTES, MESSAGES, PROFILE_FIELD_MESSAGES } from '@redhope/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import { AuthCookies } from '../auth';
import { readMultipartForm } from '../uploads';
import { UsersService, toRestUser, type RestUser } from '../users';
import { AVATAR_FIELD, AVATAR_IMAGE } from './avatar';
import {
  ChangePasswordInput,
  DeleteAccountBody,
  SetLanguageInput,
  UpdateAlertPreferencesInput,
  UpdateBloodGroupInput,
  UpdateContactInput,
  UpdateDonorSettingsInput,
  UpdateProfileInput,
  donorSettingsOf,
} from './dto/profile.inputs';
import { ProfileService } from './profile.service';
import type { UserDataExport } from './user-data-export';
import { AddressLimited } from '../../common/rate-limit/address-limit';

/** Editing one's own profile, and the data protection calls, under /api/v1/user (docs/rest-contract.md). */
@Controller('user')
export class ProfileController {
  constructor(
    private readonly users: UsersService,
    private readonly profile: ProfileService,
    private readonly cookies: AuthCookies,
  ) {}

  @Patch('update-user')
  @ResponseMessage(MESSAGES.userUpdated)
  async updateUser(@Body() input: UpdateProfileInput, @CurrentAuth() auth: AuthContext): Promise<RestUser> {
    return toRestUser(await this.profile.updateProfile(auth.userId, input));
  }

  @Patch('update-bloodgroup')
  @ResponseMessage(MESSAGES.bloodGroupUpdated)
  async updateBloodGroup(@Body() input: UpdateBloodGroupInput, @CurrentAuth() auth: AuthContext): Promise<RestUser> {
    return toRestUser(await this.users.updateBloodGroup(auth.userId, input.bloodGroup));
  }

  @Patch('update-donor-settings')
  @ResponseMessage(PROFILE_FIELD_MESSAGES.donorSettingsUpdated)
  async updateDonorSettings(@Body() input: UpdateDonorSettingsInput, @CurrentAuth() auth: AuthContext): Promise<RestUser> {
    return toRestUser(await this.users.updateDonorSettings(auth.userId, donorSettingsOf(input)));
  }

  @Patch('update-alert-preferences')
  @ResponseMessage('Alert preferences updated')
  async updateAlertPreferences(@Body() input: UpdateAlertPreferencesInput, @CurrentAuth() auth: AuthContext): Promise<RestUser> {
    return toRestUser(await this.users.setAlertPreferences(auth.userId, { emailAlerts: input.emailAlerts, alertRadiusKm: input.alertRadiusKm ?? null }));
  }

  @Patch('update-language')
  @ResponseMessage('Language updated')
  async updateLanguage(@Body() input: SetLanguageInput, @CurrentAuth() auth: AuthContext): Promise<RestUser> {
    return toRestUser(await this.users.setLanguage(auth.userId, input.language));
  }

  @Patch('update-contact')
  @ResponseMessage(MESSAGES.contactUpdated)
  async updateContact(@Body() input: UpdateContactInput, @CurrentAuth() auth: AuthContext): Promise<RestUser> {
    return toRestUser(await this.profile.updateContact(auth.userId, input));
  }

  @Patch('update-password')
  @ResponseMessage(MESSAGES.passwordUpdated)
  async updatePassword(@Body() input: ChangePasswordInput, @CurrentAuth() auth: AuthContext): Promise<null> {
    await this.profile.changePassword(auth, input);
    return null;
  }

  /** Multipart, the image in the field `avatar` (JPEG, PNG or WebP, at most 10485760 bytes). */
  @AddressLimited('avatarsPerHour')
  @Patch('update-avatar')
  @ResponseMessage(MESSAGES.avatarUpdated)
  async updateAvatar(@Req() request: FastifyRequest, @CurrentAuth() auth: AuthContext): Promise<RestUser> {
    const form = await readMultipartForm(request, { fileField: AVATAR_FIELD, fileMaxBytes: IMAGE_MAX_BYTES, tooLargeMessage: AVATAR_IMAGE.tooLargeMessage });
    if (!form.file) throw new AppError('VALIDATION_FAILED', PROFILE_FIELD_MESSAGES.avatarRequired, { [AVATAR_FIELD]: PROFILE_FIELD_MESSAGES.avatarRequired });
    return toRestUser(await this.profile.updateAvatar(auth.userId, form.file));
  }

  /** Everything stored about the signed-in user, as a JSON download; never cached. */
  @Get('export')
  @ResponseMessage(PROFILE_FIELD_MESSAGES.dataExported)
  async exportData(@CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserDataExport> {
    const document = await this.profile.exportData(auth.userId);
    void reply.header('cache-control', 'no-store');
    void reply.header('content-disposition', 'attachment; filename="redhope-my-data.json"');
    return document;
  }

  /** Erases the account; the password is typed again. Ends every session; the cookies are cleared. */
  @Post('delete-account')
  @HttpCode(200)
  @ResponseMessage(PROFILE_FIELD_MESSAGES.accountDeleted)
  async deleteAccount(@Body() input: DeleteAccountBody, @CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<null> {
    await this.profile.deleteAccount(auth, input.password);
    this.cookies.clear(reply);
    return null;
  }
}
