import { Args, registerEnumType } from '@nestjs/graphql';
import { REPORT_REASONS, type ReportReason } from '@redhope/domain';
import { IsIn, IsOptional } from 'class-validator';

/** libs/domain's REPORT_REASONS as a GraphQL enum (same names and values; REST takes them as they are). */
export const ReportReasonValue = Object.fromEntries(REPORT_REASONS.map((value) => [value, value])) as { [K in ReportReason]: K };
registerEnumType(ReportReasonValue, {
  name: 'ReportReason',
  description: 'Why something was reported (optional).',
  valuesMap: {
    SCAM: { description: 'Asks for money (blood is not for sale).' },
    FAKE: { description: 'Not a real need.' },
    ABUSIVE: { description: 'Abusive or offensive.' },
    DUPLICATE: { description: 'A copy of another post.' },
    OTHER: { description: 'Something else.' },
  },
});

/** The body of a REST report (`{ reason }`, optional); no body at all is the original contract and still fine. */
export class ReportInput {
  @IsOptional()
  @IsIn(REPORT_REASONS)
  reason?: ReportReason;
}

/** A report's optional GraphQL argument: `@ReportReasonArg() reason: ReportReason | null`. */
export const ReportReasonArg = (): ParameterDecorator => Args('reason', { type: () => ReportReasonValue, nullable: true, description: 'Why (optional).' });
