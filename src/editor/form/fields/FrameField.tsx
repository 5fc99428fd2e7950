import { useForm, type FieldProps } from '../context.ts';
import { EnumField } from './EnumField.tsx';

/** A frame's name, chosen among the frames there are (and the one named now, should its file be gone: the check says so). */
export function FrameField(props: FieldProps) {
  const { frames } = useForm();
  const named = typeof props.value === 'string' && !frames.includes(props.value) ? [props.value] : [];
  return (
    <EnumField
      {...props}
      schema={{ ...props.schema, enum: [...frames, ...named] }}
      none="None: the header and footer of site.json"
    />
  );
}
