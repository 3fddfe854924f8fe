import type { Rng } from './prng.ts';

const FIRST_NAMES = [
  'Ana', 'Beatriz', 'Bruno', 'Camila', 'Carlos', 'Daniela', 'Eduardo', 'Fernanda', 'Gabriel', 'Helena',
  'Igor', 'Juliana', 'João', 'Larissa', 'Lucas', 'Mariana', 'Mateus', 'Natália', 'Otávio', 'Paula',
  'Rafael', 'Renata', 'Rodrigo', 'Sofia', 'Thiago', 'Vanessa', 'Vinícius', 'Yasmin', 'Antônio', 'Luíza',
];
const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
];

/** A plausible Brazilian full name (first name and one or two surnames). */
export function personName(rng: Rng): string {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(SURNAMES);
  return rng.chance(0.4) ? `${first} ${rng.pick(SURNAMES)} ${last}` : `${first} ${last}`;
}
