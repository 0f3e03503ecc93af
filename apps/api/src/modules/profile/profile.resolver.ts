import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { AuthCookies } from '../auth';
import { GraphQLUpload, UploadsService, type UploadArgument } from '../uploads';
import { User, UsersService, toUserModel } from '../users';
import { AVATAR_IMAGE } from './avatar';
import { ChangePasswordInput, SetLanguageInput, UpdateAlertPreferencesInput, UpdateBloodGroupInput, UpdateContactInput, UpdateDonorSettingsInput, UpdateProfileInput, donorSettingsOf } from './dto/profile.inputs';
import { ProfileService } from './profile.service';
import { AddressLimited } from '../../common/rate-limit/address-limit';

/** The signed-in user's own profile and data; the same services as PATCH /api/v1/user/*. */
@Resolver()
export class ProfileResolver {
  constructor(
    private readonly users: UsersService,
    private readonly profile: ProfileService,
    private readonly uploads: UploadsService,
    private readonly cookies: AuthCookies,
  ) {}

  @Mutation(() => User, { description: 'General: name, e-mail (EMAIL_IN_USE when taken) and date of birth (18 or older).' })
  async updateProfile(@Args('input') input: UpdateProfileInput, @CurrentAuth() auth: AuthContext): Promise<User> {
    return toUserModel(await this.profile.updateProfile(auth.userId, input));
  }

  @Mutation(() => User, { description: 'One of the eight groups, trimmed and upper-cased.' })
  async updateBloodGroup(@Args('input') input: UpdateBloodGroupInput, @CurrentAuth() auth: AuthContext): Promise<User> {
    return toUserModel(await this.users.updateBloodGroup(auth.userId, input.bloodGroup));
  }

  @Mutation(() => User, { description: 'Availability for alerts and the last donation (not in the future, not before birth).' })
  async updateDonorSettings(@Args('input') input: UpdateDonorSettingsInput, @CurrentAuth() auth: AuthContext): Promise<User> {
    return toUserModel(await this.users.updateDonorSettings(auth.userId, donorSettingsOf(input)));
  }

  @Mutation(() => User, { description: 'E-mail alerts on or off, and the alert radius (5, 10 or 25 km; null: the matching radius). The pause is availableToDonate.' })
  async updateAlertPreferences(@Args('input') input: UpdateAlertPreferencesInput, @CurrentAuth() auth: AuthContext): Promise<User> {
    return toUserModel(await this.users.setAlertPreferences(auth.userId, { emailAlerts: input.emailAlerts, alertRadiusKm: input.alertRadiusKm ?? null }));
  }

  @Mutation(() => User, { description: 'The language the user chose in the app (sent at sign-in and on each switch): pushes to them are written in it.' })
  async setLanguage(@Args('input') input: SetLanguageInput, @CurrentAuth() auth: AuthContext): Promise<User> {
    return toUserModel(await this.users.setLanguage(auth.userId, input.language));
  }

  @Mutation(() => User, { description: "Phone, address and a pincode that exists; an empty district or state is the pincode's." })
  async updateContact(@Args('input') input: UpdateContactInput, @CurrentAuth() auth: AuthContext): Promise<User> {
    return toUserModel(await this.profile.updateContact(auth.userId, input));
  }

  @Mutation(() => Boolean, { description: 'INCORRECT_CURRENT_PASSWORD on a wrong current password; every other session of the user ends.' })
  async changePassword(@Args('input') input: ChangePasswordInput, @CurrentAuth() auth: AuthContext): Promise<boolean> {
    await this.profile.changePassword(auth, input);
    return true;
  }

  @AddressLimited('avatarsPerHour')
  @Mutation(() => User, { description: 'A JPEG, PNG or WebP image of at most 10485760 bytes, stored as square variants.' })
  async updateAvatar(@Args({ name: 'file', type: () => GraphQLUpload }) file: UploadArgument, @CurrentAuth() auth: AuthContext): Promise<User> {
    const upload = await this.uploads.read(file, AVATAR_IMAGE);
    return toUserModel(await this.profile.updateAvatar(auth.userId, upload));
  }

  @Mutation(() => Boolean, {
    description: 'Erases the account and its data (INCORRECT_PASSWORD unless the password is right); every session and socket ends.',
  })
  async deleteAccount(@Args('password') password: string, @CurrentAuth() auth: AuthContext, @Context() context: GraphqlContext): Promise<boolean> {
    await this.profile.deleteAccount(auth, password);
    if (context.reply) this.cookies.clear(context.reply);
    return true;
  }

  @Query(() => String, { description: 'Everything stored about the signed-in user, as a JSON document (the same as GET /api/v1/user/export).' })
  async myData(@CurrentAuth() auth: AuthContext): Promise<string> {
    return JSON.stringify(await this.profile.exportData(auth.userId));
  }
}
