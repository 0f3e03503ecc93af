/** The calendar module's public face: other modules import only from here. */
export { CalendarModule } from './calendar.module';
