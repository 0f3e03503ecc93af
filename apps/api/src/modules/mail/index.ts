/** The mail module's public face: other modules import only from here. */
export { MailModule } from './mail.module';
export { MailService, type MailMessage } from './mail.service';
