import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
  ["Pelé", `
Nasceu no século XX.
Nasceu em Minas Gerais.
Seu nome de batismo homenageia um inventor americano.
Começou a carreira ainda adolescente.
Jogou por um clube do litoral paulista quase a vida toda.
Encerrou a carreira nos Estados Unidos.
Jogou no New York Cosmos.
Foi ministro dos Esportes do Brasil.
Seu pai também era jogador.
Usava a camisa 10.
Marcou mais de mil gols, segundo as contas do seu clube.
Ficou conhecido pelo apelido, não pelo nome Edson.
Ganhou três Copas do Mundo.
Foi campeão mundial com apenas 17 anos, na Suécia.
Brilhou na Copa de 1970, no México.
O Santos é o clube da sua vida.
É chamado de Rei do Futebol.
Seu milésimo gol foi de pênalti, no Maracanã.
Comemorava gols com um soco no ar.
Edson Arantes do Nascimento.
`],
  ["Albert Einstein", `
Viveu entre os séculos XIX e XX.
Nasceu na Alemanha.
Trabalhou num escritório de patentes.
Tocava violino por prazer.
Mudou-se para os Estados Unidos fugindo do nazismo.
Recusou o convite para ser presidente de Israel.
Ganhou um Prêmio Nobel.
O Nobel veio pelo efeito fotoelétrico.
Esteve no Brasil, em 1925.
Um elemento químico leva o seu nome.
Escreveu uma carta ao presidente americano sobre a bomba atômica.
É lembrado pelos cabelos brancos e despenteados.
Há uma foto famosa dele mostrando a língua.
Seu sobrenome virou sinônimo de gênio.
Criou a teoria da relatividade.
Sua fórmula mais famosa liga energia e massa.
E = mc².
Físico mais famoso do século XX.
Seu primeiro nome é Albert.
O sobrenome significa uma pedra, em alemão.
`],
  ["Santos Dumont", `
Nasceu no século XIX.
Nasceu em Minas Gerais, numa fazenda.
Era filho de um engenheiro produtor de café.
Viveu boa parte da vida em Paris.
Era baixinho e elegante.
Ajudou a popularizar o relógio de pulso.
Um amigo joalheiro criou um relógio para ele.
Voou em balões e dirigíveis.
Contornou a Torre Eiffel num dirigível.
Não quis patentear as suas invenções.
Dá nome a um aeroporto no Rio de Janeiro.
Sua casa em Petrópolis se chama A Encantada.
O 14-bis é sua criação mais famosa.
Voou com o 14-bis em Paris, em 1906.
Também criou o avião Demoiselle.
É chamado de Pai da Aviação.
Os brasileiros defendem que ele inventou o avião.
Disputa com os irmãos Wright o título de primeiro a voar.
Seu primeiro nome era Alberto.
Santos é parte do seu sobrenome.
`],
  ["Leonardo da Vinci", `
Viveu há mais de 500 anos.
Nasceu na Itália.
Era canhoto.
Escrevia ao contrário, como num espelho.
Estudou anatomia dissecando corpos.
Desenhou máquinas voadoras.
Projetou um tanque de guerra.
Morreu na França, protegido pelo rei.
Foi pintor, escultor, engenheiro e inventor.
É o maior exemplo de homem do Renascimento.
Desenhou o Homem Vitruviano.
Pintou A Última Ceia.
Seu quadro mais famoso está no Louvre.
Pintou uma mulher de sorriso misterioso.
É o autor da Mona Lisa.
Nome de uma das Tartarugas Ninja.
A tartaruga com espadas e máscara azul.
Seu nome vem da cidade onde nasceu.
Vinci é uma cidade perto de Florença.
Leonardo é seu primeiro nome.
`],
  ["Tiradentes", `
Viveu no século XVIII.
Nasceu em Minas Gerais.
Foi tropeiro e minerador.
Foi alferes, um posto militar.
Fazia trabalhos de dentista.
Participou de uma conspiração contra Portugal.
O movimento reclamava dos impostos sobre o ouro.
A revolta foi denunciada por um traidor.
Joaquim Silvério dos Reis o traiu.
Foi o único condenado à morte do movimento.
Foi enforcado no Rio de Janeiro.
Seu corpo foi esquartejado e exposto.
Morreu em 21 de abril de 1792.
O dia de sua morte é feriado nacional.
É o patrono cívico do Brasil.
Liderou a Inconfidência Mineira.
Uma cidade mineira tem o seu apelido como nome.
É retratado de barba e cabelos longos.
Seu nome era Joaquim José da Silva Xavier.
Seu apelido vem de arrancar dentes.
`],
  ["Dom Pedro I", `
Nasceu em Portugal.
Chegou ao Brasil ainda criança.
Veio com a família real fugindo de Napoleão.
Era filho de Dom João VI.
Casou-se com a princesa Leopoldina.
Tinha fama de namorador.
Compunha músicas.
Escreveu a melodia do Hino da Independência.
Ficou no Brasil quando o pai voltou a Portugal.
Disse que ficaria no Dia do Fico.
Estava às margens do Ipiranga num 7 de setembro.
Gritou Independência ou Morte.
Foi o primeiro imperador do Brasil.
Abdicou do trono em 1831.
Deixou o filho de cinco anos como herdeiro.
Também foi rei de Portugal como Pedro IV.
Seu coração está guardado na cidade do Porto.
Seu filho foi o segundo imperador.
Seu filho governou o Brasil por quase 50 anos.
Proclamou a independência do Brasil.
`],
  ["Princesa Isabel", `
Nasceu no Rio de Janeiro.
Viveu no século XIX.
Era filha de um imperador.
Casou-se com um nobre francês, o Conde d'Eu.
Governou o Brasil algumas vezes.
Governava quando o pai viajava ao exterior.
Era herdeira do trono brasileiro.
Assinou a Lei do Ventre Livre.
Ficou conhecida como A Redentora.
Assinou uma lei com uma pena de ouro.
A lei tinha só dois artigos.
Assinou a lei em 13 de maio de 1888.
Assinou a Lei Áurea.
A lei acabou com a escravidão no Brasil.
Foi exilada com a família após a República.
Morreu na França.
Era filha de Dom Pedro II.
Neta de Dom Pedro I.
Era princesa imperial do Brasil.
Seu nome é o mesmo de uma rainha espanhola famosa.
`],
  ["Machado de Assis", `
Nasceu no século XIX.
Nasceu no Rio de Janeiro, no morro do Livramento.
Era neto de pessoas escravizadas.
Era gago e epiléptico.
Trabalhou como tipógrafo.
Foi funcionário público.
Quase nunca saiu do Rio de Janeiro.
Escreveu contos, crônicas, poemas e romances.
Escreveu O Alienista.
Escreveu Quincas Borba.
Escreveu Memórias Póstumas de Brás Cubas.
Seu narrador mais famoso é um defunto.
Criou a personagem Capitu.
Capitu traiu ou não traiu Bentinho?
Escreveu Dom Casmurro.
Fundou a Academia Brasileira de Letras.
Foi o primeiro presidente da Academia.
É chamado de Bruxo do Cosme Velho.
Considerado o maior escritor brasileiro.
Joaquim Maria é seu primeiro nome.
`],
  ["Monteiro Lobato", `
Nasceu no interior de São Paulo.
Viveu entre 1882 e 1948.
Formou-se em Direito.
Foi fazendeiro.
Foi editor de livros.
Defendia que havia petróleo no Brasil.
Foi preso por criticar o governo.
Criou o personagem Jeca Tatu.
Escreveu para adultos e para crianças.
Escreveu histórias passadas numa fazenda.
Criou uma boneca de pano que fala.
Criou o Visconde de Sabugosa.
Criou Pedrinho e Narizinho.
Criou a Cuca e o Saci.
Criou Dona Benta e Tia Nastácia.
A Emília é sua personagem mais famosa.
Escreveu O Sítio do Picapau Amarelo.
O Dia Nacional do Livro Infantil é seu aniversário.
É o pai da literatura infantil brasileira.
José Bento é seu primeiro nome.
`],
  ["Ayrton Senna", `
Nasceu em São Paulo.
Nasceu em 1960.
Gostava de velocidade desde criança.
Começou no kart.
Correu na Inglaterra antes de chegar ao topo.
Era ótimo na chuva.
Correu pela Toleman, Lotus e Williams.
Teve uma rivalidade famosa com Alain Prost.
Fez história pela equipe McLaren.
Venceu o GP do Brasil em 1991 com câmbio quebrado.
Ganhou em Mônaco seis vezes.
Foi campeão mundial três vezes.
Seu capacete era amarelo com faixas verde e azul.
Erguia a bandeira do Brasil ao vencer.
A música da vitória dele tocava nas manhãs de domingo.
Morreu num acidente em Ímola, em 1994.
Seu instituto ajuda a educação de crianças.
Piloto de Fórmula 1.
Seu sobrinho Bruno também virou piloto de Fórmula 1.
Ele é o tricampeão brasileiro da McLaren, morto em 1994.
`],
];

export const ptPessoa = buildDeck("pt", "pessoa", cards);
