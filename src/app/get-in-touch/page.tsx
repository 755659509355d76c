import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { MuiRoot } from '../../components/MuiRoot';
import Typography from '@mui/material/Typography';
import { runQuery } from '../../api/executor';
import { Icon } from '../../components/icons';
import { ContactPageDocument } from '../../client/catalog/store-page-documents';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../../components/page-metadata';
import { BookConsultation } from '../../components/consultations/BookConsultation';
import { MyConsultations } from '../../components/consultations/MyConsultations';
import { EnquiryForm } from '../../components/enquiries/EnquiryForm';
import { PageStrings } from '../../components/PageStrings';

export const generateMetadata = () => pageMetadata('get-in-touch', { path: '/get-in-touch' });

export default async function GetInTouchPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const { store } = await runQuery(ContactPageDocument, {}, { locale: lng });
  const greeting = encodeURIComponent(t('contact.whatsappGreeting', { store: store.name }));
  const cardSx = {
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    p: 3,
    display: 'flex',
    flexDirection: 'column',
    gap: 1.5,
    alignItems: 'flex-start',
  } as const;
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['consult', 'enquiry']} />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, md: 40 } }}>
          {t('contact.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4, maxWidth: 640 }}>
          {t('contact.intro')}
        </Typography>

        {/* Consultations: book a designer call; a signed-in shopper also sees their calls. */}
        <Box
          component="section"
          id="book"
          aria-labelledby="consult-book-title"
          sx={{ ...cardSx, alignItems: 'stretch', mb: 4, scrollMarginTop: 80, p: { xs: 2, sm: 3 } }}
        >
          <Typography id="consult-book-title" variant="h5" component="h2">
            {t('consult.title')}
          </Typography>
          <Typography color="text.secondary">{t('consult.intro')}</Typography>
          <BookConsultation />
        </Box>
        <Box sx={{ mb: 4 }}>
          <MyConsultations />
        </Box>

        {/* Enquiries: a message to the store, answered by staff (seen at /enquiry once signed in). */}
        <Box
          component="section"
          id="message"
          aria-labelledby="enquiry-heading"
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            p: { xs: 2, sm: 3 },
            mb: 4,
            scrollMarginTop: 80,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          <Typography variant="h6" component="h2" id="enquiry-heading">
            {t('enquiry.formTitle')}
          </Typography>
          <Typography color="text.secondary">{t('enquiry.formIntro')}</Typography>
          <EnquiryForm />
        </Box>

        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Box component="section" sx={cardSx}>
            <Icon name="whatsapp" sx={{ fontSize: 36, color: '#1f7a4d' }} />
            <Typography variant="h6" component="h2">
              {t('contact.whatsappTitle')}
            </Typography>
            <Typography color="text.secondary">{t('contact.whatsappText')}</Typography>
            <Button
              variant="contained"
              href={`https://wa.me/${store.whatsappNumber}?text=${greeting}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('contact.whatsappAction')}
            </Button>
          </Box>
          <Box component="section" sx={cardSx}>
            <Icon name="mail" color="primary" sx={{ fontSize: 36 }} />
            <Typography variant="h6" component="h2">
              {t('contact.emailTitle')}
            </Typography>
            <Typography color="text.secondary">{t('contact.emailText')}</Typography>
            <Button
              variant="outlined"
              href={`mailto:${store.email}`}
              sx={{ textTransform: 'none', maxWidth: '100%', wordBreak: 'break-all' }}
            >
              {t('contact.emailAction', { email: store.email })}
            </Button>
          </Box>
        </Box>
      </Container>
    </MuiRoot>
  );
}
