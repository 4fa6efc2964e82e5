import { useState, type FormEvent } from 'react';
import { useNotify } from '../../components/Notifications';
import { useCreatePlaybook } from './use-create-playbook';

/** A new playbook: its name, description and rules (one per line). */
export function PlaybookForm() {
  const notify = useNotify();
  const [create, { loading }] = useCreatePlaybook();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [rules, setRules] = useState('');
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await create({
        name,
        description: description || null,
        rules: rules
          .split('\n')
          .map((text) => text.trim())
          .filter(Boolean)
          .map((text) => ({ text })),
      });
      notify(`Playbook “${name.trim()}” created`, 'success');
      setName('');
      setDescription('');
      setRules('');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Failed to create the playbook', 'error');
    }
  };
  return (
    <form className="pb-card pb-form" onSubmit={onSubmit} aria-label="New playbook">
      <h2 className="pb-card__title">New playbook</h2>
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
      </label>
      <label>
        Description
        <input value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label>
        Rules (one per line)
        <textarea rows={3} value={rules} onChange={(e) => setRules(e.target.value)} />
      </label>
      <button type="submit" className="btn btn--primary" disabled={loading || !name.trim()}>
        Create playbook
      </button>
    </form>
  );
}
